export { FramedImage, type FramedImageProps } from './framed-image';
