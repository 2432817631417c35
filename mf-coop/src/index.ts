// Async boundary: the shared singletons (React, router, i18n) are negotiated before bootstrap runs.
import('./bootstrap');
