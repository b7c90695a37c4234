import { messages } from '@wfc/shared/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messageOf } from '../../guard/use-staff-query';
import { dashboardPathFor, saveSession } from '../../session/session-store';
import { logIn } from '../api/log-in';

/** Email and password; on success the stored session and the role's dashboard (product-spec.md §2, §8). */
export function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setFailure(null);
    try {
      const { token, user } = await logIn({ email, password });
      saveSession(token, user.role);
      navigate(dashboardPathFor(user.role));
    } catch (error) {
      setFailure(messageOf(error, messages.loginFailed));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && <Banner tone="error">{failure}</Banner>}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
