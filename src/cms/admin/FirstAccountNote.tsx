import type { UIFieldServerProps } from 'payload'
import { say } from './words/component-words'

/** On the "create first user" screen: what the account will be (Users' firstUserIsAdmin makes it an admin). */
export function FirstAccountNote({ i18n }: UIFieldServerProps) {
  return <p className="field-description first-account-note">{say(i18n.t, 'firstAccount')}</p>
}
