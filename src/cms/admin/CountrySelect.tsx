'use client'
import { SelectField, useTranslation } from '@payloadcms/ui'
import type { OptionObject, SelectFieldClientComponent } from 'payload'
import { useMemo } from 'react'
import { inLanguageOrder } from './options-order'

/**
 * A list of countries in the admin's language's alphabetical order: the options are stored in English order,
 * so German showed "Ägypten" among the E's of "Egypt". Payload's own select, with its options reordered.
 */
export const CountrySelect: SelectFieldClientComponent = (props) => {
  const { i18n } = useTranslation()
  const { field } = props
  const ordered = useMemo(() => ({ ...field, options: inLanguageOrder(field.options as OptionObject[], i18n.language) }), [field, i18n.language])
  return <SelectField {...props} field={ordered} />
}
