import { FileUp, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function ResumeEmpty({ onUpload }: { onUpload: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <FileUp aria-hidden className="h-10 w-10 text-slate-400" />
      <h3 className="text-lg font-semibold text-slate-900">No resume yet</h3>
      <p className="max-w-sm text-sm text-slate-600">
        Upload your resume as a PDF so visitors can download it from your public profile.
      </p>
      <Button onClick={onUpload}>
        <Upload aria-hidden className="h-4 w-4" />
        Upload Resume
      </Button>
    </div>
  );
}
