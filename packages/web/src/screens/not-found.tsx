import { Link } from '../ui/link';
import { Screen } from '../ui/screen';

export function NotFoundScreen() {
  return (
    <Screen title="Page not found">
      <p>There is nothing at this address.</p>
      <p>
        <Link href="/">Go to the conversation</Link>
      </p>
    </Screen>
  );
}
