export { Breadcrumbs } from './breadcrumbs';
