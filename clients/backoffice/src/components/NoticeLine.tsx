/** One line telling how the last action went: a status when it worked, an alert when it did not. */
export interface Notice {
  readonly ok: boolean;
  readonly text: string;
}

export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.ok ? 'status' : 'alert'}
      className={notice.ok ? 'note note--success' : 'note note--error'}
    >
      {notice.text}
    </p>
  );
}
