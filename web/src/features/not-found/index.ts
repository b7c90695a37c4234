export { default as NotFoundPage } from './routes/not-found-page';
