import { useEffect } from 'react';
import { useNavigate } from '../../lib/router';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { clearSession } from './staff-sign-in-store';

/** A 401 on any call made with the stored token ends the session and goes to /login. */
export function SessionExpiryHandler() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate]);
  return null;
}
