export { forgetMemberSignIn, memberCsrfToken, rememberMemberSignIn, useMemberSessionActive } from './member-session-state';
export { loginPathFor, useReturnPath } from './return-path';
export {
  clearStaffSignIn,
  dashboardPathFor,
  landingPathFor,
  saveStaffSignIn,
  setMustSetUpTwoFactor,
  useMemberSignedIn,
  useStaffSignIn,
  wasSignedOutHere,
} from './staff-sign-in-store';
