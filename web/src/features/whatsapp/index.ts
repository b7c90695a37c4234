export { ShareOnWhatsApp } from './public/share-on-whatsapp';
