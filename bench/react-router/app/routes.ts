import { route, type RouteConfig } from '@react-router/dev/routes';

export default [route('*', 'page.tsx')] satisfies RouteConfig;
