export { CodeField } from './components/code-field';
export { LoginCodeForm } from './components/login-code-form';
export { QrCode } from './components/qr-code';
export { TwoFactorSection } from './components/two-factor-section';
