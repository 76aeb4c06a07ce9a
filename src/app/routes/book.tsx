import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';

/** Booking a discovery call: the free times and the visitor's details, working without JavaScript. */
export function BookRoute() {
  return (
    <>
      <PageMeta
        title="Book a call | Clear North, Newcastle"
        description="Book a free 15-minute discovery call with Clear North: choose a time that suits you. No sales pitch, no obligation."
      />
      <PageIntro
        title="Book a call"
        lead="A free 15-minute discovery call to talk through your goals. Choose a time that suits you. No sales pitch, no obligation."
      />
      <div className={container}>
        <Island name="booking-form" />
      </div>
    </>
  );
}
