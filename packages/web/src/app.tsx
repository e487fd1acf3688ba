/**
 * The app shell: a skip link, the header with the navigation and "Log out", the crisis banner when it is
 * raised, and the current screen in `main`. Signed-out visitors only reach the public screens.
 */
import { useEffect } from 'preact/hooks';
import { logOut, resumeSession } from './api/account';
import { navigate, useLocation } from './router';
import { matchRoute, NAV } from './routes';
import { NotFoundScreen } from './screens/not-found';
import { useCrisisRaised } from './state/crisis';
import { useSession } from './state/use-session';
import { CrisisBanner } from './ui/crisis-banner';
import { Link } from './ui/link';
import { Loading } from './ui/status';

export function App() {
  const session = useSession();
  const location = useLocation();
  const crisis = useCrisisRaised();
  const match = matchRoute(location.path);

  useEffect(() => {
    if (session.kind === 'unknown') void resumeSession();
  }, [session.kind]);

  useEffect(() => {
    if (match === null || session.kind === 'unknown') return;
    if (session.kind === 'signed-out' && match.access === 'private') navigate('/login', { replace: true });
    if (session.kind === 'signed-in' && match.access === 'public') navigate('/', { replace: true });
  }, [match, session.kind]);

  useEffect(() => {
    performance.mark('solace:first-screen');
  }, []);

  const signedIn = session.kind === 'signed-in';
  const waiting =
    session.kind === 'unknown' ||
    (match !== null && match.access === 'private' && !signedIn) ||
    (match !== null && match.access === 'public' && signedIn);
  const Screen = match?.screen ?? NotFoundScreen;

  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="site-header">
        <div class="bar">
          <Link href="/" class="brand">
            <span aria-hidden="true" class="brand-mark" />
            Solace
          </Link>
          {signedIn && (
            <button type="button" class="secondary small" onClick={() => void logOut()}>
              Log out
            </button>
          )}
        </div>
        {signedIn && (
          <nav aria-label="Main">
            <ul>
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    current={item.href === '/' ? location.path === '/' : location.path.startsWith(item.href)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1}>
        {signedIn && crisis && <CrisisBanner profile={session.profile} scope={crisis} />}
        {waiting ? <Loading /> : <Screen params={match?.params ?? {}} />}
      </main>
    </>
  );
}
