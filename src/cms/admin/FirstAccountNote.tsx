import type { UIFieldServerProps } from 'payload'

const NOTE = {
  en: 'This first account is the site’s administrator: it can add the other editors, choose what each may do, and change the settings.',
  de: 'Dieses erste Konto verwaltet die Website: Es kann weitere Redakteure anlegen, festlegen, was jeder darf, und die Einstellungen ändern.',
}

/** On the "create first user" screen: what the account will be (Users' firstUserIsAdmin makes it an admin). */
export function FirstAccountNote({ i18n }: UIFieldServerProps) {
  return <p className="field-description first-account-note">{i18n?.language === 'de' ? NOTE.de : NOTE.en}</p>
}
