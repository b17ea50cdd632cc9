import { useT } from '../../i18n/t';
import { IosInstallSteps } from './IosInstallSteps';
import { useInstall } from './use-install';

/** "Install the app", where this browser can: for profile, whatever the player said before. */
export function InstallButton({ className }: { className?: string }) {
  const t = useT();
  const { way, install, stepsOpen, closeSteps } = useInstall();
  if (!way && !stepsOpen) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => void install()}>
        {t('install.profile')}
      </button>
      {stepsOpen && <IosInstallSteps onClose={closeSteps} />}
    </>
  );
}
