import type { MemberHome, MyListing } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from '../../member-account';
import { rememberMemberSignIn } from '../../sign-in-state/member-session-state';

/** Who is looking at the directory: her own card's id (no actions on it), or null when she has none. */
interface DirectoryViewer {
  ownListingId: string | null;
}

/**
 * GET /api/member/me (the CSRF token a card's actions send, kept in memory) and GET
 * /api/member/listing (her own card's id), read once the directory has answered her.
 */
async function getDirectoryViewer(signal: AbortSignal): Promise<DirectoryViewer> {
  const home = await memberApi<MemberHome>('/api/member/me', { signal });
  rememberMemberSignIn(home.csrfToken);
  const mine = await memberApi<MyListing>('/api/member/listing', { signal }).catch(() => null);
  return { ownListingId: mine?.listing?.id ?? null };
}

/** The viewer of the directory, once `enabled` (she is a member); nothing remembered between screens. */
export function useDirectoryViewer(enabled: boolean) {
  return useQuery(enabled ? getDirectoryViewer : null);
}
