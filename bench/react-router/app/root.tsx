import { Outlet } from 'react-router';

/** The document is the page's own (the portal's Document renders <html>). */
export default function Root() {
  return <Outlet />;
}
