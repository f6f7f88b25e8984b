/* Symbol namespacing for code compiled once per parameter set and backend.
 *
 * The build defines KPQC_NAMESPACE for every compilation of a scheme family,
 * e.g. kpqc_ntruplus768_portable_, so KPQC_NS(keypair) becomes
 * kpqc_ntruplus768_portable_keypair and no two instances collide. */
#ifndef KPQC_NAMESPACE_H
#define KPQC_NAMESPACE_H

#ifndef KPQC_NAMESPACE
#error "KPQC_NAMESPACE must be defined by the build for scheme sources"
#endif

#define KPQC_CONCAT_(a, b) a##b
#define KPQC_CONCAT(a, b) KPQC_CONCAT_(a, b)
#define KPQC_NS(name) KPQC_CONCAT(KPQC_NAMESPACE, name)

#endif
