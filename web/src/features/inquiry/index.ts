export { InquiryStatusLabel } from './components/inquiry-status';
export { firstNameOf } from './inquiry-enabler';
export { preloadInquiryModal, useInquiryModal } from './use-inquiry-modal';
