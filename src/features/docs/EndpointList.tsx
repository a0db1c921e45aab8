// The endpoint reference of /docs/api/rest, at the end of the page. It renders the contract's zod
// schemas, so /docs loads it on its own (lazily) to keep zod out of the page's initial JavaScript.
import './zodWithoutEval.ts';
import { useMemo } from 'react';
import { buildEndpointDocs } from './endpointDocs.ts';
import { EndpointEntry } from './EndpointReference.tsx';
import * as s from './docs.css.ts';

export default function EndpointList() {
  const endpointDocs = useMemo(buildEndpointDocs, []);
  return (
    <ul className={s.endpoints} aria-label="API endpoints">
      {endpointDocs.map((doc) => (
        <EndpointEntry key={doc.id} doc={doc} />
      ))}
    </ul>
  );
}
