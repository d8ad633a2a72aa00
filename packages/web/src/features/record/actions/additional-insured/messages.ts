import { defineMessages } from '../../../../i18n/use-t.ts';

/** The additional insured dialog's words. */
export const additionalInsuredMessages = defineMessages({
  title: { en: 'Add additional insured', fr: 'Ajouter un assuré additionnel' },
  intro: {
    en: "A certificate of insurance naming the additional insured is generated for policy {policy} and added to the record's documents.",
    fr: 'Un certificat d’assurance nommant l’assuré additionnel est produit pour la police {policy} et ajouté aux documents du dossier.',
  },
  name: { en: 'Additional insured name', fr: 'Nom de l’assuré additionnel' },
  address: { en: 'Address', fr: 'Adresse' },
  addressHelp: {
    en: 'Street, city, province and postal code',
    fr: 'Rue, ville, province et code postal',
  },
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  approving: {
    en: 'As underwriting, generating this certificate gives the prior approval; it is recorded on the certificate and in the policy history.',
    fr: 'À titre de souscription, produire ce certificat donne l’approbation préalable\u00a0; elle est consignée sur le certificat et dans l’historique de la police.',
  },
  acknowledgements: { en: 'Acknowledgements', fr: 'Confirmations' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  generate: { en: 'Generate certificate', fr: 'Produire le certificat' },
});
