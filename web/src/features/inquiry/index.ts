export { InquiryStatusLabel } from './components/inquiry-status';
export { firstNameOf } from './inquiry-enabler';
