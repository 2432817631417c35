import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusEvent } from '@parking/shared/bus';
import { formatDocumentNumber, formatMoney, isDocumentType } from '@parking/shared/domain';
import { Button, ErrorCard, Spinner } from '@parking/shared/ui';
import type { ProfileDocument, Vehicle } from '../api/types';
import { DocumentModal } from '../document/document-modal';
import { EditProfileModal, type PhoneAction } from '../edit-profile/edit-profile-modal';
import { NS } from '../i18n';
import { StatePlate } from '../plate/state-plate';
import { logout } from '../profile/logout';
import { useProfile } from '../profile/profile-store';
import { VehicleModal, type DialogAction } from '../vehicle/vehicle-modal';
import { PhonesSection } from './phones-section';
import { SettingsSection } from './settings-section';
import './my-profile.css';

type EditState = { step: 'main' | 'phone'; phoneAction?: PhoneAction } | null;
type VehicleDialog = { action: DialogAction; vehicle?: Vehicle } | null;
type DocumentDialog = { action: DialogAction; document?: ProfileDocument } | null;

/** /profile/my-profile: personal data, phones, vehicles, documents, balance, settings, logout. */
export function MyProfilePage() {
  const { t } = useTranslation(NS);
  const options = useBusEvent('options:loaded');
  const { status, profile, retry, changed } = useProfile();
  const [edit, setEdit] = useState<EditState>(null);
  const [vehicleDialog, setVehicleDialog] = useState<VehicleDialog>(null);
  const [documentDialog, setDocumentDialog] = useState<DocumentDialog>(null);

  const settings = options?.info.settings;
  const onChanged = (reason: string) => void changed(reason);

  // A deleted row takes its buttons along (the dialog's opener among them): once the dialog has
  // closed, focus goes to the list's heading instead of falling to the page.
  const vehiclesHeading = useRef<HTMLHeadingElement>(null);
  const documentsHeading = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState<'vehicles' | 'documents' | null>(null);
  useEffect(() => {
    if (!refocus || vehicleDialog || documentDialog) return;
    (refocus === 'vehicles' ? vehiclesHeading : documentsHeading).current?.focus();
    setRefocus(null);
  }, [refocus, vehicleDialog, documentDialog]);

  const heading = (
    <h1 id="profile-myProfile-title" className="profile-page__title">
      {t('myProfile.title')}
    </h1>
  );

  if (status === 'error' || (status === 'done' && !profile)) {
    return (
      <section aria-labelledby="profile-myProfile-title" className="profile-page">
        {heading}
        <ErrorCard
          title={t('loadError.title')}
          message={t('loadError.text')}
          retryLabel={t('common.retry')}
          onRetry={retry}
          actions={
            <Button variant="secondary" onClick={() => void logout()}>
              {t('common.logout')}
            </Button>
          }
        />
      </section>
    );
  }
  if (!profile) {
    return (
      <section aria-labelledby="profile-myProfile-title" className="profile-page" aria-busy="true">
        {heading}
        <Spinner label={t('common.loading')} block />
      </section>
    );
  }

  // The profile echoes the city options; the options on the bus stand in for an older API.
  const hasPrivateData = profile.hasPrivateData ?? options?.info.options.hasPrivateData ?? true;
  // The configuration without add-phone and change-email: the e-mail is edited on the main step.
  const emailOnMain = profile.editEmailOnMainStep;
  const fullName = [profile.lastName, profile.firstName, profile.middleName]
    .filter(Boolean)
    .join(' ');
  const vehicles = [...profile.ts].sort((a, b) => Number(b.mainTs) - Number(a.mainTs));

  return (
    <section aria-labelledby="profile-myProfile-title" className="profile-page">
      {heading}

      <section className="profile-card" aria-labelledby="profile-personal-title">
        <h2 id="profile-personal-title">{t('personal.title')}</h2>
        <dl className="profile-facts">
          {hasPrivateData && (
            <>
              <dt>{t('personal.fullName')}</dt>
              <dd>{fullName || t('personal.notSet')}</dd>
            </>
          )}
          <dt>{t('personal.email')}</dt>
          <dd>{profile.email || t('personal.notSet')}</dd>
          {!settings?.dontUseBalance && profile.balance !== null && (
            <>
              <dt>{t('personal.balance')}</dt>
              <dd>{formatMoney(profile.balance).text}</dd>
            </>
          )}
        </dl>
        <Button variant="secondary" size="sm" onClick={() => setEdit({ step: 'main' })}>
          {t('personal.edit')}
        </Button>
      </section>

      <PhonesSection
        phones={profile.telephones}
        canAdd={!emailOnMain}
        onChangeMain={() => setEdit({ step: 'phone', phoneAction: 'change' })}
        onAdd={() => setEdit({ step: 'phone', phoneAction: 'add' })}
        onChanged={onChanged}
      />

      <section className="profile-card" aria-labelledby="profile-vehicles-title">
        <h2 id="profile-vehicles-title" ref={vehiclesHeading} tabIndex={-1}>
          {t('vehicles.title')}
        </h2>
        {vehicles.length === 0 ? (
          <p>{t('vehicles.empty')}</p>
        ) : (
          <ul className="profile-list">
            {vehicles.map((vehicle) => (
              <li key={vehicle.id} className="profile-list__item">
                <span className="profile-list__value">
                  <StatePlate plate={vehicle.numberTs} format={vehicle.format} />
                  <span>{t('vehicles.category', { category: vehicle.category })}</span>
                  {vehicle.mainTs && <span className="profile-badge">{t('vehicles.main')}</span>}
                </span>
                <span className="profile-list__actions">
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={t('vehicles.editLabel', { plate: vehicle.numberTs })}
                    onClick={() => setVehicleDialog({ action: 'edit', vehicle })}
                  >
                    {t('common.change')}
                  </Button>
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={t('vehicles.deleteLabel', { plate: vehicle.numberTs })}
                    onClick={() => setVehicleDialog({ action: 'delete', vehicle })}
                  >
                    {t('common.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" size="sm" onClick={() => setVehicleDialog({ action: 'add' })}>
          {t('vehicles.add')}
        </Button>
      </section>

      <section className="profile-card" aria-labelledby="profile-documents-title">
        <h2 id="profile-documents-title" ref={documentsHeading} tabIndex={-1}>
          {t('documents.title')}
        </h2>
        {profile.documents.length === 0 ? (
          <p>{t('documents.empty')}</p>
        ) : (
          <ul className="profile-list">
            {profile.documents.map((document) => {
              const number = formatDocumentNumber(document.title);
              // A known type reads in the interface language; the server's typeLabel is Russian.
              const label = isDocumentType(document.type)
                ? t(`document.types.${document.type}`)
                : document.typeLabel || document.type;
              return (
                <li key={document.id} className="profile-list__item">
                  <span className="profile-list__value">
                    <span>{label}</span> <strong>{number}</strong>
                  </span>
                  <span className="profile-list__actions">
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t('documents.editLabel', { number })}
                      onClick={() => setDocumentDialog({ action: 'edit', document })}
                    >
                      {t('common.change')}
                    </Button>
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t('documents.deleteLabel', { number })}
                      onClick={() => setDocumentDialog({ action: 'delete', document })}
                    >
                      {t('common.delete')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="secondary" size="sm" onClick={() => setDocumentDialog({ action: 'add' })}>
          {t('documents.add')}
        </Button>
      </section>

      <SettingsSection />

      <div className="profile-page__logout">
        <Button variant="secondary" onClick={() => void logout()}>
          {t('common.logout')}
        </Button>
      </div>

      {edit && (
        <EditProfileModal
          profile={profile}
          initialStep={edit.step}
          phoneAction={edit.phoneAction}
          hasPrivateData={hasPrivateData}
          emailOnMain={emailOnMain}
          onClose={() => setEdit(null)}
          onChanged={onChanged}
        />
      )}
      {vehicleDialog && (
        <VehicleModal
          action={vehicleDialog.action}
          vehicle={vehicleDialog.vehicle}
          vehicles={profile.ts}
          onClose={() => setVehicleDialog(null)}
          onSaved={(reason) => {
            if (vehicleDialog.action === 'delete') setRefocus('vehicles');
            onChanged(reason);
          }}
        />
      )}
      {documentDialog && (
        <DocumentModal
          action={documentDialog.action}
          document={documentDialog.document}
          documents={profile.documents}
          onClose={() => setDocumentDialog(null)}
          onSaved={(reason) => {
            if (documentDialog.action === 'delete') setRefocus('documents');
            onChanged(reason);
          }}
        />
      )}
    </section>
  );
}
