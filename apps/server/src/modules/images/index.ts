export { imagesRoutes } from './images.routes';
export { releaseImage, storeUploadedImage } from './images.service';
