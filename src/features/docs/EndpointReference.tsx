import { cx } from '../../components/cx.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import type { EndpointDoc, StatusDoc } from './endpointDocs.ts';
import * as s from './docs.css.ts';

function StatusTable({ caption, rows, of }: { caption: string; rows: StatusDoc[]; of: string }) {
  return (
    <ScrollRegion label={`${caption} statuses of ${of}`}>
      <table className={s.table}>
        <caption className={s.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={s.cell}>
              Status
            </th>
            <th scope="col" className={s.cell}>
              When
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.status}>
              <td className={cx(s.cell, s.mono)}>{row.status}</td>
              <td className={s.cell}>{row.when}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** One endpoint of the contract: method, path, description, parameters, success and error statuses. */
export function EndpointEntry({ doc }: { doc: EndpointDoc }) {
  const titleId = `endpoint-${doc.id.replace(/\W/g, '-')}`;
  const endpointName = `${doc.method} ${doc.path}`;
  return (
    <li>
      <article aria-labelledby={titleId} className={s.endpoint}>
        <h3 id={titleId} className={s.endpointTitle}>
          <span className={cx(s.method, doc.method === 'GET' && s.methodGet)}>{doc.method}</span>
          <span>{doc.path}</span>
        </h3>
        <p>
          <strong>{doc.summary}.</strong> {doc.description}
        </p>
        {doc.params.length > 0 ? (
          <ScrollRegion label={`Parameters of ${endpointName}`}>
            <table className={s.table}>
              <caption className={s.caption}>
                Parameters
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={s.cell}>
                    Name
                  </th>
                  <th scope="col" className={s.cell}>
                    In
                  </th>
                  <th scope="col" className={s.cell}>
                    Type
                  </th>
                  <th scope="col" className={s.cell}>
                    Required
                  </th>
                  <th scope="col" className={s.cell}>
                    Notes
                  </th>
                </tr>
              </thead>
              <tbody>
                {doc.params.map((p) => (
                  <tr key={`${p.location}-${p.name}`}>
                    <td className={cx(s.cell, s.mono)}>{p.name}</td>
                    <td className={s.cell}>{p.location}</td>
                    <td className={cx(s.cell, s.mono)}>{p.type}</td>
                    <td className={s.cell}>{p.required ? 'Yes' : 'No'}</td>
                    <td className={cx(s.cell, s.muted)}>{p.notes.join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={s.muted}>No parameters.</p>
        )}
        <StatusTable caption="Success" rows={doc.success} of={endpointName} />
        <StatusTable caption="Errors" rows={doc.errors} of={endpointName} />
      </article>
    </li>
  );
}
