/// The `limit` worst of a stream of elements, and how many came, in memory bounded by `limit` whatever the
/// stream's length: a heap whose root is the least bad element kept, replaced when a worse one comes.
struct WorstKept<Element: Sendable>: Sendable {
    /// The most elements kept.
    let limit: Int
    /// Whether the first element is worse than the second: a strict total order, so what is kept does not
    /// depend on the order elements come in.
    let isWorse: @Sendable (Element, Element) -> Bool
    /// How many elements were added, kept or not.
    private(set) var count = 0
    /// A binary heap: every element is at least as bad as its parent, so the root is the first to go.
    private var heap: [Element] = []

    /// Keeps the `limit` worst of the elements added, by `isWorse`.
    init(limit: Int, isWorse: @escaping @Sendable (Element, Element) -> Bool) {
        self.limit = max(0, limit)
        self.isWorse = isWorse
    }

    /// Counts `element`, and keeps it if it is among the `limit` worst so far.
    mutating func add(_ element: Element) {
        count += 1
        if heap.count < limit {
            heap.append(element)
            var child = heap.count - 1
            while child > 0, isWorse(heap[(child - 1) / 2], heap[child]) {
                heap.swapAt(child, (child - 1) / 2)
                child = (child - 1) / 2
            }
        } else if limit > 0, isWorse(element, heap[0]) {
            heap[0] = element
            var parent = 0
            while true {
                var leastBad = parent
                for child in (2 * parent + 1) ... (2 * parent + 2) where child < heap.count && isWorse(heap[leastBad], heap[child]) {
                    leastBad = child
                }
                guard leastBad != parent else { break }
                heap.swapAt(parent, leastBad)
                parent = leastBad
            }
        }
    }

    /// Counts an element, and makes and keeps it (`make`) only if it may be among the `limit` worst: not when
    /// they are kept already and `noWorse` says it is no worse than the least bad of them. For elements
    /// costly to make, most of which are only counted.
    mutating func add(_ make: () -> Element, unlessNoWorseThan noWorse: (Element) -> Bool) {
        if heap.count == limit, limit == 0 || noWorse(heap[0]) {
            count += 1
        } else {
            add(make())
        }
    }

    /// Counts what `other` counted, and keeps the `limit` worst of both: as if its elements had been added here.
    mutating func merge(_ other: WorstKept) {
        count(unkept: other.count - other.heap.count)
        for element in other.heap { add(element) }
    }

    /// Counts `unkept` elements known not to be among the worst.
    mutating func count(unkept: Int) { count += unkept }

    /// How many elements are kept: `limit`, or all that were added if fewer.
    var keptCount: Int { heap.count }

    /// The least bad element kept once `limit` are kept (nil before, and when `limit` is 0): an element must be
    /// worse than it to be kept.
    var leastBadKept: Element? { heap.count == limit && limit > 0 ? heap[0] : nil }

    /// The elements kept, worst first.
    var worstFirst: [Element] { heap.sorted(by: isWorse) }
}
