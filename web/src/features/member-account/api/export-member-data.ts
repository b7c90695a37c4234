import { memberFile } from './member-api';

/** GET /api/member/export: everything the club holds under her address, as a JSON file. */
export function exportMemberData() {
  return memberFile('/api/member/export');
}
