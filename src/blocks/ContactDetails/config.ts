import { defineBlock } from '../block-config'

/**
 * The contact page's own fields (spec: contact_details, content, agreement_text); the header
 * image and header are the page's. Renders the details, the office map and the contact form.
 */
export const ContactDetails = defineBlock({
  slug: 'contactDetails',
  labels: ['Contact details and form', 'Contact details and forms'],
  fields: [
    {
      name: 'contact_details',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'contact_no_1', type: 'text', label: 'Phone 1' },
            { name: 'contact_no_2', type: 'text', label: 'Phone 2' },
            { name: 'email', type: 'email' },
          ],
        },
        { name: 'address', type: 'textarea', localized: true },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90, admin: { step: 0.000001, description: 'The office marker on the map' } },
            { name: 'longitude', type: 'number', min: -180, max: 180, admin: { step: 0.000001 } },
          ],
        },
      ],
    },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'agreement_text',
      type: 'textarea',
      localized: true,
      required: true,
      admin: { description: 'The text beside the checkbox the visitor must tick to send the form' },
    },
  ],
})
