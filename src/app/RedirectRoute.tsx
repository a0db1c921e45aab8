// /tutorials and /community (product-rules.md D5): prerendered pages that send the visitor on,
// with the router (JavaScript) or a meta refresh (no JavaScript); search engines see noindex.
import { Navigate, useLocation, type MetaFunction } from 'react-router-dom';
import { redirectTarget } from './pageTable.ts';

const targetOf = (pathname: string) => redirectTarget(pathname) ?? '/';

export const meta: MetaFunction = ({ location }) => [
  { title: 'Redirecting… | Orbital Agents' },
  { name: 'robots', content: 'noindex' },
  { httpEquiv: 'refresh', content: `0; url=${targetOf(location.pathname)}` },
];

export default function RedirectRoute() {
  return <Navigate to={targetOf(useLocation().pathname)} replace />;
}
