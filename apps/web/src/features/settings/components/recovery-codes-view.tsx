import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/save-blob';

const FILE_NAME = 'sparklink-recovery-codes.txt';

function asText(codes: string[]): string {
  return [
    'SparkLink recovery codes',
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The recovery codes, shown this once, with a .txt download. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be
        shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => saveBlob(new Blob([asText(codes)], { type: 'text/plain' }), FILE_NAME)}
        >
          <Download aria-hidden className="h-4 w-4" />
          Download codes
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
