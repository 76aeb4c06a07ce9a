export { Spinner } from './spinner';
