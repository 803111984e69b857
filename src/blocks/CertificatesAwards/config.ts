import type { Field } from 'payload'
import { imageField, pdfField } from '@/cms/fields/media'
import { defineBlock } from '../block-config'

/** One certificate or award: picture, heading, description and the document to download. */
const items = (name: string): Field => ({
  name,
  type: 'array',
  fields: [
    imageField('image'),
    { name: 'sub_heading', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    pdfField('file'),
  ],
})

/**
 * Quality certifications and awards (data-layer spec: header, description, certificate_btn_text,
 * award_btn_text and the two lists): two buttons switch between the lists.
 */
export const CertificatesAwards = defineBlock({
  slug: 'certificatesAwards',
  labels: ['Certificates and awards', 'Certificates and awards'],
  fields: [
    { name: 'header', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'certificate_btn_text', type: 'text', localized: true, required: true },
    { name: 'award_btn_text', type: 'text', localized: true, required: true },
    items('certificates'),
    items('awards'),
  ],
})
