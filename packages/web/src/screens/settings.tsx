/** Settings: the profile, its picture, the password, a copy of everything stored, and deleting the account. */
import { useSession } from '../state/use-session';
import { Screen } from '../ui/screen';
import { DeleteSection } from './settings/delete-section';
import { ExportSection } from './settings/export-section';
import { PasswordSection } from './settings/password-section';
import { PictureSection } from './settings/picture-section';
import { ProfileSection } from './settings/profile-section';

export function SettingsScreen() {
  const session = useSession();
  if (session.kind !== 'signed-in') return null;
  return (
    <Screen title="Settings">
      <div class="settings-grid">
        <ProfileSection profile={session.profile} />
        <div>
          <PictureSection profile={session.profile} />
          <ExportSection />
        </div>
        <PasswordSection />
        <DeleteSection />
      </div>
    </Screen>
  );
}
