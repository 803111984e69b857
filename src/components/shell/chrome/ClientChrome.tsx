import type { PublicSettings } from '@/data/settings'
import { showsDrafts } from '@/data/preview-session'
import { validAnalyticsId } from '@/lib/analytics/gtag'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { ChromeIsland } from './ChromeIsland'

/**
 * Toasts, cookie consent, analytics, loading screen, progress bar and scroll handling.
 * A server component on purpose: it resolves paths and brand from the route table and site
 * config here, so the client island never bundles them (or the validation library behind them).
 * An editor's preview asks no cookie consent: it would cover the page being edited, and the editor is not a visitor.
 */
export async function ClientChrome({ settings }: { settings: PublicSettings }) {
  return (
    <ChromeIsland
      askConsent={!(await showsDrafts())}
      loadingVideoUrl={settings.loadingVideoUrl}
      analyticsId={validAnalyticsId(settings.analyticsId)}
      policyHref={routes.policies.privacyAndCookies}
      brandName={siteConfig.BRAND_NAME}
    />
  )
}
