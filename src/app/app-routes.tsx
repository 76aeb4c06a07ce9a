import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/lib/paths';
import { page } from './lazy-page';
import { NotFoundRoute } from './routes/not-found';
import { RouteLoading } from './route-loading';

const HomeRoute = page(() => import('./routes/home').then((m) => m.HomeRoute));
const ServicesRoute = page(() => import('./routes/services').then((m) => m.ServicesRoute));
const ServiceRoute = page(() => import('./routes/service').then((m) => m.ServiceRoute));
const AboutRoute = page(() => import('./routes/about').then((m) => m.AboutRoute));
const EducationRoute = page(() => import('./routes/education').then((m) => m.EducationRoute));
const BlogRoute = page(() => import('./routes/blog').then((m) => m.BlogRoute));
const ArticleRoute = page(() => import('./routes/article').then((m) => m.ArticleRoute));
const BusinessExamplesRoute = page(() =>
  import('./routes/business-examples').then((m) => m.BusinessExamplesRoute),
);
const PricingRoute = page(() => import('./routes/pricing').then((m) => m.PricingRoute));
const ContactRoute = page(() => import('./routes/contact').then((m) => m.ContactRoute));
const EnquirySentRoute = page(() => import('./routes/enquiry-sent').then((m) => m.EnquirySentRoute));
const NewsletterSubscribeRoute = page(() =>
  import('./routes/newsletter-subscribe').then((m) => m.NewsletterSubscribeRoute),
);
const NewsletterSentRoute = page(() => import('./routes/newsletter-sent').then((m) => m.NewsletterSentRoute));
const AuthRoute = page(() => import('./routes/auth').then((m) => m.AuthRoute));
const PrivacyRoute = page(() => import('./routes/privacy').then((m) => m.PrivacyRoute));
const ResetPasswordRoute = page(() => import('./routes/reset-password').then((m) => m.ResetPasswordRoute));
const ClearFrameworkTemplateRoute = page(() =>
  import('./routes/clear-framework-template').then((m) => m.ClearFrameworkTemplateRoute),
);
const LocalSeoChecklistRoute = page(() =>
  import('./routes/local-seo-checklist').then((m) => m.LocalSeoChecklistRoute),
);
const NewsletterConfirmRoute = page(() =>
  import('./routes/newsletter-confirm').then((m) => m.NewsletterConfirmRoute),
);
const NewsletterUnsubscribeRoute = page(() =>
  import('./routes/newsletter-unsubscribe').then((m) => m.NewsletterUnsubscribeRoute),
);
const RoiCalculatorRoute = page(() => import('./routes/roi-calculator').then((m) => m.RoiCalculatorRoute));
const AdminEnquiriesRoute = page(() => import('./routes/admin-enquiries').then((m) => m.AdminEnquiriesRoute));
const AdminSubscribersRoute = page(() =>
  import('./routes/admin-subscribers').then((m) => m.AdminSubscribersRoute),
);
const AdminAnalyticsRoute = page(() => import('./routes/admin-analytics').then((m) => m.AdminAnalyticsRoute));

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Switch>
        <Route path={paths.home.path} component={HomeRoute} />
        <Route path={paths.services.path} component={ServicesRoute} />
        <Route path={paths.service.path} component={ServiceRoute} />
        <Route path={paths.about.path} component={AboutRoute} />
        <Route path={paths.education.path} component={EducationRoute} />
        <Route path={paths.blog.path} component={BlogRoute} />
        <Route path={paths.article.path} component={ArticleRoute} />
        <Route path={paths.businessExamples.path} component={BusinessExamplesRoute} />
        <Route path={paths.pricing.path} component={PricingRoute} />
        <Route path={paths.contact.path} component={ContactRoute} />
        <Route path={paths.enquirySent.path} component={EnquirySentRoute} />
        <Route path={paths.privacy.path} component={PrivacyRoute} />
        <Route path={paths.resetPassword.path} component={ResetPasswordRoute} />
        <Route path={paths.clearFrameworkTemplate.path} component={ClearFrameworkTemplateRoute} />
        <Route path={paths.localSeoChecklist.path} component={LocalSeoChecklistRoute} />
        <Route path={paths.roiCalculator.path} component={RoiCalculatorRoute} />
        <Route path={paths.auth.path} component={AuthRoute} />
        <Route path={paths.newsletterConfirm.path} component={NewsletterConfirmRoute} />
        <Route path={paths.newsletterSubscribe.path} component={NewsletterSubscribeRoute} />
        <Route path={paths.newsletterSent.path} component={NewsletterSentRoute} />
        <Route path={paths.newsletterUnsubscribe.path} component={NewsletterUnsubscribeRoute} />
        <Route path={paths.adminEnquiries.path} component={AdminEnquiriesRoute} />
        <Route path={paths.adminSubscribers.path} component={AdminSubscribersRoute} />
        <Route path={paths.adminAnalytics.path} component={AdminAnalyticsRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
