import { useParams, useSearchParams } from 'react-router-dom';
import { parseSessionType, slugParam } from '../app/routeParams';
import { usePageTitle } from '../app/usePageTitle';
import { container } from '../design/layout.css';
import * as s from '../shell/shell.css';

interface PlaceholderPageProps {
  title: string;
  issue?: number;
}

/** Stands in for a page until its issue builds it; shows the parsed route parameters. */
export default function PlaceholderPage({ title, issue }: PlaceholderPageProps) {
  usePageTitle(title);
  const params = useParams();
  const [search] = useSearchParams();
  const sessionType = parseSessionType(search.get('type'));
  const details = [
    ...(params.id ? [`Selected: ${slugParam(params)}`] : []),
    ...(search.has('type') ? [`Session type: ${sessionType ? `${sessionType.label} (${sessionType.duration})` : 'none chosen'}`] : []),
    ...(params['*'] ? [`Topic: ${params['*']}`] : []),
  ];
  return (
    <div className={`${container} ${s.centered}`}>
      <h1 className={s.pageTitle}>{title}</h1>
      <p className={s.lead}>
        Placeholder: this page is being built{issue ? ` (issue #${issue})` : ''}.
      </p>
      {details.length > 0 && (
        <ul aria-label="Route parameters">
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
