/// The tree of one commit, listed once (`git ls-tree -r -t -l -z --full-tree`): every path by its repository
/// path, and symbolic links followed within the tree as the file system follows them in the work tree.
struct GitTree {
    struct Entry: Hashable {
        var mode: String
        var type: String
        var object: String
        /// The blob's size; nil for a tree or a submodule.
        var size: Int?
        /// The repository path.
        var path: String

        var isSymbolicLink: Bool { mode == "120000" }
        var isBlob: Bool { type == "blob" && !isSymbolicLink }
    }

    /// What a path names at the commit, symbolic links followed.
    enum Resolution: Equatable {
        case blob(Entry)
        case tree(String)
        case missing
        /// A link leads out of the repository (an absolute target, or `..` above its root): git does not hold it.
        case outside
        case symlinkLoop
    }

    /// Links followed in one resolution before it counts as a loop: Linux's own limit.
    static let maxLinkHops = 40

    private(set) var entries: [String: Entry] = [:]
    /// The targets of the tree's symbolic links, read on first use.
    private var linkTargets: [String: String]?

    /// The tree of `commit`, or nil when git cannot list it.
    init?(commit: String) {
        guard let output = Git.output(["ls-tree", "-r", "-t", "-l", "-z", "--full-tree", commit]) else {
            return nil
        }
        self.init(listing: output)
    }

    /// Parses `ls-tree -l -z` output: `<mode> SP <type> SP <object> SP+ <size>\t<path>\0`; `linkTargets` by
    /// path, when known, spares git reading them.
    init(listing: [UInt8], linkTargets: [String: String]? = nil) {
        self.linkTargets = linkTargets
        for record in listing.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 4 else { continue }
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            entries[path] = Entry(
                mode: String(fields[0]), type: String(fields[1]), object: String(fields[2]), size: Int(fields[3]),
                path: path)
        }
    }

    /// The blobs below the tree at `directory` (the root for ""), in path order, links not followed.
    func entries(under directory: String) -> [Entry] {
        let prefix = directory.isEmpty ? "" : directory + "/"
        return entries.values.filter { $0.type == "blob" && $0.path.hasPrefix(prefix) }.sorted { $0.path < $1.path }
    }

    /// What `path` (a repository path) names, following links in every component with loop protection.
    /// `workTreeRoot` is the repository's root in the file system: an absolute link target under it is read
    /// from the tree.
    mutating func resolve(_ path: String, workTreeRoot: String) -> Resolution? {
        var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
        var resolved: [String] = []
        var hops = 0
        while let component = pending.popLast() {
            switch component {
            case ".": continue
            case "..":
                guard !resolved.isEmpty else { return .outside }
                resolved.removeLast()
                continue
            default: break
            }
            let candidate = (resolved + [component]).joined(separator: "/")
            guard let entry = entries[candidate] else { return .missing }
            guard entry.isSymbolicLink else {
                resolved.append(component)
                continue
            }
            hops += 1
            guard hops <= Self.maxLinkHops else { return .symlinkLoop }
            guard let target = linkTarget(of: entry) else { return nil }
            var relative = target
            if target.hasPrefix("/") {
                let root = workTreeRoot.hasSuffix("/") ? workTreeRoot : workTreeRoot + "/"
                guard target.hasPrefix(root) else { return .outside }
                relative = String(target.dropFirst(root.count))
                resolved = []
            }
            pending += relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed()
        }
        let final = resolved.joined(separator: "/")
        guard !final.isEmpty else { return .tree("") }
        guard let entry = entries[final] else { return .missing }
        if entry.isBlob { return .blob(entry) }
        return entry.type == "tree" ? .tree(final) : .missing
    }

    /// A link's target; every link of the tree is read by one git process the first time one is needed. Nil
    /// when git fails.
    private mutating func linkTarget(of entry: Entry) -> String? {
        if linkTargets == nil {
            let links = entries.values.filter(\.isSymbolicLink)
            guard let blobs = Git.blobs(links.map(\.object)) else { return nil }
            linkTargets = Dictionary(
                links.compactMap { link in blobs[link.object].map { (link.path, String(decoding: $0, as: UTF8.self)) }
                },
                uniquingKeysWith: { first, _ in first })
        }
        return linkTargets?[entry.path]
    }
}
