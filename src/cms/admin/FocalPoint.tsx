'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import { say } from './words/component-words'

/** A percentage of the picture's width or height; Payload stores none until a point is chosen (the middle). */
const percent = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50)

/**
 * In a picture's sidebar: the picture with its focal point marked, so an editor sees which part pages keep in view
 * when they crop it, without opening "Edit Image" (where it is changed). Follows the form: a point chosen there
 * shows here at once.
 */
export function FocalPoint() {
  const { t } = useTranslation()
  const x = useFormFields(([fields]) => fields.focalX?.value)
  const y = useFormFields(([fields]) => fields.focalY?.value)
  const thumbnail = useFormFields(([fields]) => fields.thumbnailURL?.value || fields.url?.value)
  const mimeType = useFormFields(([fields]) => fields.mimeType?.value)
  if (typeof thumbnail !== 'string' || typeof mimeType !== 'string' || !mimeType.startsWith('image/')) return null
  const left = percent(x)
  const top = percent(y)
  return (
    <section className="focal-point" aria-labelledby="focal-point-heading">
      <p id="focal-point-heading" className="field-label">
        {say(t, 'focalPoint')}
      </p>
      <div className="focal-point__frame">
        {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own thumbnail, already small */}
        <img src={thumbnail} alt="" />
        <span className="focal-point__mark" style={{ left: `${left}%`, top: `${top}%` }} aria-hidden="true" />
      </div>
      <p className="field-description">{say(t, 'focalPointNote', { x: Math.round(left), y: Math.round(top) })}</p>
    </section>
  )
}
