export { default as MemberLinkSignInPage } from './routes/member-link-sign-in-page';
