import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { AccountCard } from '../../../components/ui/account-card';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { exportMemberData } from '../api/export-member-data';
import { saveFile } from '../../../lib/save-file';
import { labelMemberFile } from '../lib/export-labels';

/** "Download my data": everything the club holds under her address, saved as a JSON file with labels beside its codes. */
export function ExportSection() {
  const { t, i18n } = useLingui();
  const { status, submit } = useSubmitStatus();

  async function download() {
    await submit(
      async () => {
        const { blob, filename } = await exportMemberData();
        saveFile(await labelMemberFile(blob, i18n), filename ?? 'women-founders-club-my-data.json');
        return t`Your data is downloaded as a JSON file.`;
      },
      t`Your data could not be downloaded. Please try again.`,
    );
  }

  return (
    <AccountCard
      id="your-data"
      title={t`Your data`}
      intro={t`Download everything the club holds under your e-mail address: your membership, help requests, messages to enablers and the e-mails sent to you.`}
    >
      <div className="space-y-4">
        <Button variant="secondary" disabled={status.state === 'submitting'} onClick={() => void download()}>
          {status.state === 'submitting' ? t`Preparing your file...` : <Trans>Download my data</Trans>}
        </Button>
        <SubmitStatusBanner status={status} />
      </div>
    </AccountCard>
  );
}
