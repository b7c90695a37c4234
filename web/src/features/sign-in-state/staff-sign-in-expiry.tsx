import { useEffect } from 'react';
import { useNavigate } from '../../lib/router';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { clearStaffSignIn } from '../../lib/staff-sign-in-store';

/** A 401 on any call made with the stored token ends the staff sign-in and goes to /login. */
export function StaffSignInExpiryHandler() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearStaffSignIn();
      navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate]);
  return null;
}
