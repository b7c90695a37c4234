export { WhatsAppSection } from './components/whatsapp-section';
export { ShareOnWhatsApp } from './public/share-on-whatsapp';
