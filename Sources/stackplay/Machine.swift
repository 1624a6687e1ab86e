#if canImport(Glibc)
import Glibc
#endif

/// What `stackplay` reads of the machine it runs on.
enum Machine {
    /// The cores online (at least 1): what the benchmarks report, and how many threads an
    /// explanation's what-ifs run on.
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
