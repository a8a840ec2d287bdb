import { useCallback, useEffect, useState } from 'react';
import { call, type KycItem } from '../api';
import { OutcomeLine, useDecisions } from './decisions';

/** The identity verification queue: the uploaded documents, approve or reject. */
export function Verifications() {
  const [shown, setShown] = useState<{ label: string; url: string; mime: string } | null>(null);
  const [comments, setComments] = useState<Record<number, string>>({});
  const load = useCallback(async () => (await call<{ items: KycItem[] }>('GET', '/ops/kyc')).items, []);
  const { items, decide: decideAndTell, confirm, outcome, setOutcome } = useDecisions(load, 'Could not load the verifications');
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown.url) : undefined), [shown]);

  const view = async (uid: number, id: number, label: string) => {
    const response = await fetch(`/ops/kyc/${uid}/documents/${id}`, { credentials: 'same-origin' });
    if (!response.ok) return setOutcome({ ok: false, text: 'Could not open the document' });
    const blob = await response.blob();
    setShown({ label, url: URL.createObjectURL(blob), mime: blob.type });
  };

  const decide = (title: string, run: () => Promise<unknown>) => decideAndTell(title, `${title}? The player is told.`, run);

  return (
    <section aria-labelledby="kyc-title">
      <h1 id="kyc-title">Verifications</h1>
      <OutcomeLine outcome={outcome} />
      {items && items.length === 0 && <p>No applicants.</p>}
      {items && items.length > 0 && (
        <table>
          <caption>Applicants, the waiting ones first</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Status</th>
              <th scope="col">Documents</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {items.map((k) => (
              <tr key={k.uid}>
                <td>
                  {k.login} (#{k.uid})
                </td>
                <td>
                  {k.status}
                  {k.reviewed_by ? ` by ${k.reviewed_by}` : ''}
                </td>
                <td>
                  {k.documents.map((d) => (
                    <button key={d.id} type="button" onClick={() => view(k.uid, d.id, `${d.type} of ${k.login}`)}>
                      View {d.type} of {k.login}
                    </button>
                  ))}
                </td>
                <td>
                  {k.status === 'pending' && (
                    <div className="actions">
                      <label>
                        Comment for {k.login}
                        <input value={comments[k.uid] ?? ''} maxLength={500} onChange={(e) => setComments({ ...comments, [k.uid]: e.target.value })} />
                      </label>
                      <button
                        type="button"
                        onClick={() => decide(`Approve ${k.login}`, () => call('POST', `/ops/kyc/${k.uid}/approve`, { comment: comments[k.uid] || null }))}
                      >
                        Approve {k.login}
                      </button>
                      <button
                        type="button"
                        onClick={() =>
                          decide(`Reject ${k.login}`, () => call('POST', `/ops/kyc/${k.uid}/reject`, { final: true, comment: comments[k.uid] || null }))
                        }
                      >
                        Reject {k.login}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown && (
        <figure className="document">
          {shown.mime.startsWith('image/') ? (
            <img src={shown.url} alt={shown.label} />
          ) : (
            <a href={shown.url} download>
              Download {shown.label}
            </a>
          )}
          <figcaption>
            {shown.label}{' '}
            <button type="button" onClick={() => setShown(null)}>
              Close document
            </button>
          </figcaption>
        </figure>
      )}
      {confirm}
    </section>
  );
}
