import type { ServiceId } from '@/definitions/services';
import type { Confirmable } from './agency-settings';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

/** What the services list, teasers and footer show of a service. */
export interface ServiceCard {
  id: ServiceId;
  title: string;
  subtitle: string;
  /** The shorter description shown on the services list and teasers. */
  summary: string;
}

/** The rest of a service, loaded with its own page. */
export interface ServiceDetails {
  description: string;
  approach: string;
  benefits: string[];
  /** Exactly six steps. */
  process: ProcessStep[];
  /** The agreed price, word for word. */
  pricing: string;
  /** The agreed timeline, word for word. */
  timeline: string;
  idealFor: string[];
  deliverables: string[];
  /** Exactly two. */
  faq: FaqItem[];
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}

export type Service = ServiceCard & ServiceDetails;

export const BUSINESS_TYPES = ['B2B', 'B2C', 'E-commerce', 'SaaS', 'Local Business', 'Startup'] as const;
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Retail',
  'Education',
  'Food & Beverage',
] as const;
export const PRODUCTS = [
  'Software',
  'Hardware',
  'Services',
  'Consumer Goods',
  'Subscription Services',
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type ProductKind = (typeof PRODUCTS)[number];

export interface CaseStudy {
  /** '1' to '15'. */
  id: string;
  businessType: BusinessType[];
  industry: Industry[];
  product: ProductKind[];
  title: string;
  description: string;
  results: string;
  strategy: string;
}

export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type EducationType = 'framework' | 'whitepaper' | 'research' | 'tool-guide';

export interface EducationItem {
  type: EducationType;
  difficulty: Difficulty;
  title: string;
  excerpt: string;
  readTime: string;
  /** An article slug: "Read More" opens /blog/{slug}. */
  slug: string;
  /** Its printable version: a page of the site to read, print or save as a PDF. */
  downloadUrl?: string;
}

/** An education item as written: its read time and difficulty come from its article. */
export type EducationEntry = Omit<EducationItem, 'readTime' | 'difficulty'>;

export interface ResourceItem {
  id: string;
  title: string;
  category: 'Analytics' | 'Framework' | 'Tools';
  description: string;
  type: 'external' | 'template' | 'tool';
  url: string;
}

export interface PricingPackage {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  highlighted: boolean;
  popular: boolean;
  cta: string;
}

/**
 * A figure about the agency's results or standing. One the agency has not
 * yet backed with a source is a `sample`: shown while developing, never
 * published, and listed by the build as content waiting for the agency.
 */
export interface TrustFigure extends Confirmable {
  value: string;
  label: string;
  description: string;
  /** Where the figure comes from (a review site, audited accounts); required to publish it. */
  source?: string;
}
