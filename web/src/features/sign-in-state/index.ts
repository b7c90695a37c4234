export { forgetMemberSignIn, rememberMemberSignIn, useMemberSessionActive } from './member-session-state';
export { loginPathFor, useReturnPath } from './return-path';
export {
  clearStaffSignIn,
  dashboardPathFor,
  landingPathFor,
  saveStaffSignIn,
  setMustSetUpTwoFactor,
  useStaffSignIn,
  wasSignedOutHere,
} from './staff-sign-in-store';
