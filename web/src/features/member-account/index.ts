export { memberApi } from './api/member-api';
export { memberAccountTexts } from './lib/member-texts';
