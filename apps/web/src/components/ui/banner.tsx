import { CheckCircle2, XCircle } from 'lucide-react';

export interface BannerMessage {
  type: 'success' | 'error';
  text: string;
}

/** An inline message above a form. Errors are announced assertively, successes politely. */
export function Banner({ message }: { message: BannerMessage }) {
  const success = message.type === 'success';
  const Icon = success ? CheckCircle2 : XCircle;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`flex items-center gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
        success ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-800'
      }`}
    >
      <Icon aria-hidden className="h-5 w-5 shrink-0" />
      {message.text}
    </div>
  );
}
